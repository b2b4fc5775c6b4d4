import { describe, expect, it } from 'vitest';
import {
  attributeText,
  embedSnippet,
  NONCE_PLACEHOLDER,
  platformAddress,
  type EmbeddableElement,
} from './embed-snippet';

const search: EmbeddableElement = {
  tag: 'vs-search',
  description: 'Search',
  attributes: [
    { name: 'query', type: 'string', description: '' },
    { name: 'page-size', type: 'string', description: '', default: '30' },
    { name: 'hide-add', type: 'boolean', description: '' },
    { name: 'sync-url', type: 'boolean', description: '' },
  ],
};

describe('the embed snippet', () => {
  it('writes the script with the address, tenant and nonce, and the element with what was set', () => {
    const snippet = embedSnippet(
      {
        platform: 'https://video.example/',
        tenant: 'cricket',
        nonce: true,
        tag: 'vs-search',
        values: { query: '  kohli ', 'page-size': '', 'hide-add': true, 'sync-url': false },
      },
      search,
    );
    expect(snippet).toBe(
      [
        '<script',
        '  src="https://video.example/vs-elements.js"',
        '  data-api-base="https://video.example"',
        '  data-tenant="cricket"',
        `  data-nonce="${NONCE_PLACEHOLDER}"`,
        '></script>',
        '<vs-search query="kohli" hide-add></vs-search>',
        '',
      ].join('\n'),
    );
  });

  it('leaves the nonce out unless asked, and escapes what a person typed', () => {
    const snippet = embedSnippet(
      {
        platform: 'http://127.0.0.1:3000',
        tenant: 'cricket',
        nonce: false,
        tag: 'vs-search',
        values: { query: 'bowler:"J Smith" <b>&' },
      },
      search,
    );
    expect(snippet).not.toContain('data-nonce');
    expect(snippet).toContain('query="bowler:&quot;J Smith&quot; &lt;b&gt;&amp;"');
    expect(attributeText('"><script>')).toBe('&quot;&gt;&lt;script&gt;');
  });

  it('names the page’s theme where one is chosen, and leaves the tenant’s default otherwise', () => {
    const choice = {
      platform: 'https://video.example',
      tenant: 'cricket',
      nonce: false,
      tag: 'vs-search',
      values: {},
    };
    expect(embedSnippet({ ...choice, theme: 'light' }, search)).toContain(
      '  data-tenant="cricket"\n  data-theme="light"\n></script>',
    );
    expect(embedSnippet(choice, search)).not.toContain('data-theme');
  });

  it('takes only a web address for the platform', () => {
    expect(platformAddress('https://video.example/base/')).toBe('https://video.example/base');
    expect(platformAddress(' http://127.0.0.1:3000 ')).toBe('http://127.0.0.1:3000');
    expect(platformAddress('video.example')).toBeNull();
    expect(platformAddress('javascript:alert(1)')).toBeNull();
    expect(platformAddress('https://video.example/?x=1')).toBeNull();
    expect(platformAddress('https://user:pw@video.example')).toBeNull();
  });
});
