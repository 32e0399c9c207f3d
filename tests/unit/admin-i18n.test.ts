import { describe, expect, it } from 'vitest';
import { en } from '~/admin/i18n/en';
import { adminTranslate } from '~/admin/i18n';
import { articleAuthor, articleTitle } from '~/admin/lib/labels';
import { zh } from '~/admin/i18n/zh';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('admin dictionaries', () => {
  it('have the same keys in both languages, none empty, with the same placeholders', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    for (const [key, text] of Object.entries(zh)) {
      expect(text.trim(), key).not.toBe('');
      expect(en[key as keyof typeof zh].trim(), key).not.toBe('');
      expect(placeholders(en[key as keyof typeof zh]), key).toEqual(placeholders(text));
    }
  });

  it('carry the texts the spec prescribes', () => {
    expect([zh['login.submitting'], zh['login.failed'], zh['error.network'], zh['error.sessionExpired']]).toEqual([
      '登录中...',
      '登录失败',
      '网络错误，请重试',
      '登录已过期，请重新登录',
    ]);
    expect(en['error.sessionExpired']).toBe('Session expired, please sign in again');
    expect(en['news.deleteConfirm']).toBe('Delete “{title}”? This cannot be undone.');
    expect([zh['common.empty'], zh['contact.loading'], zh['contact.empty']]).toEqual(['暂无数据', '加载中...', '暂无留言']);
    expect([zh['form.createTitle'], zh['form.editTitle'], zh['form.create'], zh['form.update']]).toEqual([
      '添加新闻',
      '编辑新闻',
      '创建',
      '更新',
    ]);
  });
});

describe('adminTranslate', () => {
  it('spaces a Latin name off in Chinese, but not a Chinese one; English as written', () => {
    const zhT = adminTranslate('zh');
    expect(zhT('dashboard.activityEnquiry', { name: '刘先生' })).toBe('收到刘先生的留言');
    expect(zhT('dashboard.activityEnquiry', { name: 'Alice' })).toBe('收到 Alice 的留言');
    expect(zhT('common.labelled', { label: '当前状态', value: '已发布' })).toBe('当前状态：已发布');
    expect(zhT('news.deleteConfirm', { title: 'ESG 报告' })).toBe('确定要删除《ESG 报告》吗？此操作无法撤销。');
    expect(adminTranslate('en')('common.labelled', { label: 'Status', value: 'Published' })).toBe('Status: Published');
  });
});

describe('article labels', () => {
  it('name an article by its English title and author in English when it has them, else by the Chinese', () => {
    const item = {
      title: '碳市场扩围',
      titleEn: 'Carbon market expands',
      author: '政策研究部',
      authorEn: 'Policy Research Desk',
    };
    expect([articleTitle(item, 'en'), articleAuthor(item, 'en')]).toEqual(['Carbon market expands', 'Policy Research Desk']);
    expect([articleTitle(item, 'zh'), articleAuthor(item, 'zh')]).toEqual(['碳市场扩围', '政策研究部']);
    expect(articleTitle({ title: '碳市场扩围', titleEn: ' ' }, 'en')).toBe('碳市场扩围');
  });
});
