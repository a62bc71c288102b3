import { describe, expect, it } from 'vitest';
import { inlineScriptProblems } from './html-checks';

describe('inlineScriptProblems', () => {
  it.each<[string, string[]]>([
    ['<script type="module" crossorigin src="/basic/assets/index-AbCd1234.js"></script>', []],
    ['<link rel="modulepreload" href="/basic/assets/x-AbCd1234.js"><p>on-line</p>', []],
    ['<script>alert(1)</script>', ['inline <script> without src']],
    ['<script type="module">import "x"</script>', ['inline <script type="module"> without src']],
    ['<script src="/a.js">alert(1)</script>', ['a <script src> with inline content']],
    ['<img src="x" onerror="alert(1)">', ['inline event handler onerror']],
    ['<a href="javascript:alert(1)">x</a>', ['a javascript: URL']],
  ])('%s → %j', (html, expected) => {
    expect(inlineScriptProblems(html)).toEqual(expected);
  });
});
