import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS_TEXT } from '../../store/data/common-passwords.ts';
import { passwordProblem } from '../../store/password-policy.ts';

const account = { username: 'zhang.san', name: '张三 Zhang' };

// Issue 19: common passwords and ones made of the account's or the site's name are refused.
describe('passwordProblem', () => {
  it('ships the breached passwords long enough to pass the length rule', () => {
    const list = COMMON_PASSWORDS_TEXT.split('\n');
    expect(list.length).toBeGreaterThan(10_000);
    expect(list.every((entry) => [...entry].length >= 12)).toBe(true);
  });

  it.each(['passwordpassword', 'PasswordPassword', '1234567890123', 'qwertyuiopasdfgh', 'iloveyou1234'])(
    'refuses the common password %s',
    (password) => {
      expect(passwordProblem(password, account)).toBe('passwordCommon');
    },
  );

  it.each([
    'zhang.sanzhang.san',
    'ZhangSan-ZhangSan',
    'zhangsan2025!',
    '张三zhang张三zhang',
    'Carbon Neutrality Services Center',
    '碳中和综合服务中心2025',
    'cnsc-cnsc-cnsc-1',
  ])('refuses %s, made mostly of the username, the name or the site name', (password) => {
    expect(passwordProblem(password, account)).toBe('passwordPersonal');
  });

  it.each(['staff-Password-2025', 'e2e-Password-2025', 'zhang-plus-a-long-passphrase', 'correct horse battery staple 9'])(
    'accepts %s',
    (password) => {
      expect(passwordProblem(password, account)).toBeUndefined();
    },
  );
});
