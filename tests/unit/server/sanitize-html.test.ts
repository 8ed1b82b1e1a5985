import { describe, expect, it } from 'vitest';
import { sanitizeRichHtml as clean } from '../../../kernel/server/http/sanitize-html.ts';
import { isSafeUrl, urlScheme } from '../../../kernel/shared/safe-url.ts';

const ACTIVE = /<script|<svg|<iframe|<object|<embed|<math|<style|\bon[a-z]+\s*=|javascript:|vbscript:|data:|expression\(|url\(/i;

describe('sanitizeRichHtml', () => {
  it('keeps what the editor writes', () => {
    const html =
      '<h1>A</h1><h4>B</h4><p style="text-align:center;">x <strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code> ' +
      '<span style="color:#ff0000;">red</span> <a href="https://e.com/x" target="_blank" rel="noopener noreferrer nofollow">l</a> ' +
      '<a href="/rel/page.html">r</a> <a href="mailto:a@b.cn">m</a></p>' +
      '<ul><li><p>one</p></li></ul><ol start="3"><li><p>two</p></li></ol><blockquote><p>q</p></blockquote>' +
      '<pre><code class="language-ts">let a = 1;</code></pre><hr>' +
      '<table><tbody><tr><th colspan="1" rowspan="1"><p>h</p></th><th colspan="2" rowspan="1"><p>h2</p></th></tr>' +
      '<tr><td colspan="1" rowspan="1"><p>c</p></td></tr></tbody></table>' +
      '<img src="https://e.com/a.png" alt="pic" width="100"><video controls src="/media/a.mp4"></video><audio controls src="https://e.com/a.mp3"></audio>';
    expect(clean(html)).toBe(html);
  });

  it('drops scripts, handlers, unsafe schemes and foreign markup', () => {
    const payloads = [
      '<script>alert(1)</script>',
      '<SCRIPT SRC=//evil.js></SCRIPT>',
      '<img src=x onerror=alert(1)>',
      '<img src="javascript:alert(1)">',
      '<svg onload=alert(1)><circle r=1 /></svg>',
      '<svg><script>alert(1)</script></svg>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<a href="jav&#x61;script:alert(1)">x</a>',
      '<a href="jav&#97;script&colon;alert(1)">x</a>',
      '<a href="java\tscript:alert(1)">x</a>',
      '<a href=" &#14; javascript:alert(1)">x</a>',
      '<a href="vbscript:msgbox(1)">x</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
      '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
      '<p style="color:expression(alert(1))">x</p>',
      '<p style="background-color:url(javascript:alert(1))">x</p>',
      '<span style="color:red;background-image:url(https://e.com/t.png)">x</span>',
      '<iframe src="https://evil.example"></iframe>',
      '<object data="x.swf"></object><embed src="x.swf">',
      '<math><mtext><style><img src=x onerror=alert(1)></style></mtext></math>',
      '<p onmouseover="alert(1)" onclick=alert(2)>x</p>',
      '<video src="x.mp4" onplay="alert(1)" controls></video>',
      '<form action="javascript:alert(1)"><button>x</button></form>',
      '<details open ontoggle=alert(1)>x</details>',
      '<a href="#" onclick="alert(1)">x</a>',
      '<body onload=alert(1)>',
      '<img """><script>alert(1)</script>">',
      '<<script>script>alert(1)<</script>/script>',
    ];
    for (const p of payloads) expect(clean(p), p).not.toMatch(ACTIVE);
    expect(clean('<a href="javascript:alert(1)">x</a>')).toBe('<a href>x</a>');
    expect(clean('<img src=x onerror=alert(1)>')).toBe('<img src="x">');
    expect(clean('<p onclick="x()">正文</p><script>alert(1)</script>')).toBe('<p>正文</p>');
    expect(clean('<span style="color:red;position:fixed;top:0">x</span>')).toBe('<span style="color:red;">x</span>');
  });

  it('removes Word/WPS leftovers the editor would not write', () => {
    expect(clean('<p class="MsoNormal" style="mso-margin-top-alt:auto;margin:0">x<o:p></o:p></p>')).toBe('<p>x</p>');
    expect(clean('<font color="red" face="x">t</font>')).toBe('t');
    expect(clean('<a href="https://e.com" target="evil" title="t">t</a>')).toBe('<a href="https://e.com" target title="t">t</a>');
    expect(clean('<td colspan="2;x" rowspan="3">c</td>')).toBe('<td colspan rowspan="3">c</td>');
    expect(clean(null)).toBe('');
    expect(clean('')).toBe('');
  });
});

describe('isSafeUrl', () => {
  it('allows http, https, mailto and relative URLs only', () => {
    for (const u of ['https://a.cn/x', 'http://a', 'mailto:a@b.cn', '/x/y.png', './a', '../a', 'a.html', '#top', '?q=1', '//cdn.cn/a.js'])
      expect(isSafeUrl(u), u).toBe(true);
    for (const u of [
      'javascript:alert(1)',
      ' JAVASCRIPT:x',
      'java\nscript:x',
      'data:image/png;base64,x',
      'vbscript:x',
      'file:///c:/a.png',
      '',
      null,
    ])
      expect(isSafeUrl(u), String(u)).toBe(false);
    expect(isSafeUrl('mailto:a@b.cn', 'media')).toBe(false);
    expect(urlScheme('HTTPS://x')).toBe('https');
    expect(urlScheme('a.html?x=b:c')).toBeNull();
  });
});
