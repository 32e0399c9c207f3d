// A content file that breaks its schema fails Astro's content sync (so `astro build`
// and `astro check`) with the file and the field named, as a marketer reads it
// (docs/CONTENT.md). Runs `astro sync` in a copy of the site: 20 s or more, too slow
// for the unit layer, so it is the build layer's.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

describe('content sync', () => {
  it('fails the content sync of build and check with the file and the field named', () => {
    const copy = mkdtempSync(join(tmpdir(), 'content-schema-'));
    try {
      for (const entry of ['src', 'astro.config.mjs', 'tsconfig.json', 'package.json', 'scripts/lib']) {
        cpSync(join(root, entry), join(copy, entry), { recursive: true });
      }
      symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
      cpSync(join(root, 'tests', 'fixtures', 'missing-en.yaml'), join(copy, 'src', 'content', 'pages', 'broken.yaml'));
      // No store: the news collection then loads nothing (the API tests may have set one up in this process).
      const env = { ...process.env, UPSTASH_REDIS_REST_URL: '', UPSTASH_REDIS_REST_TOKEN: '', NO_COLOR: '1', FORCE_COLOR: '0' };
      const run = spawnSync('npx', ['astro', 'sync'], { cwd: copy, encoding: 'utf8', timeout: 110_000, env });
      // CI's terminal may still colour the output: compare the text a marketer reads.
      const output = stripVTControlCharacters(run.stdout + run.stderr);
      expect(run.status, output).not.toBe(0);
      expect(output).toContain('pages → broken data does not match collection schema');
      expect(output).toContain('sections.0.heading.title.en: missing translation');
      expect(output).toContain('hero.photo.file: no photograph src/assets/photos/no-such-photo.jpg');
      expect(output).toContain('src/content/pages/broken.yaml');
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
