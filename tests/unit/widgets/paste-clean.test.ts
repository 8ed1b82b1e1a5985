// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { cleanPastedHtml, stripConditionals } from '../../../kernel/client/widgets/rich-text/paste-clean.ts';

// a trimmed copy of what Word 2016 puts on the clipboard
const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">
<head><meta name=Generator content="Microsoft Word 15"><style><!-- p.MsoNormal {margin:0cm;} --></style>
<!--[if gte mso 9]><xml><o:OfficeDocumentSettings><o:AllowPNG/></o:OfficeDocumentSettings></xml><![endif]--></head>
<body lang=ZH-CN style='tab-interval:21.0pt'>
<!--StartFragment-->
<h1 style='mso-outline-level:1'><span lang=EN-US style='font-family:"Times New Roman"'>Annual report<o:p></o:p></span></h1>
<p class=MsoNormal style='mso-margin-top-alt:auto;line-height:150%'><b><span style='font-family:宋体;mso-ascii-font-family:Calibri'>粗体</span></b><span lang=EN-US> and <i>italic</i> <font color=red face=Arial>font</font> <span style='color:windowtext'>plain</span> <span style='color:#C00000;mso-themecolor:accent2'>red</span><o:p></o:p></span></p>
<p class=MsoListParagraphCxSpFirst style='margin-left:18pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span lang=EN-US style='font-family:Symbol;mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><![endif]><span>first</span></p>
<p class=MsoListParagraphCxSpMiddle style='margin-left:36pt;mso-list:l0 level2 lfo1'><![if !supportLists]><span style='mso-list:Ignore'>1.<span>&nbsp; </span></span><![endif]>nested</p>
<p class=MsoListParagraphCxSpLast style='margin-left:18pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='mso-list:Ignore'>·<span>&nbsp; </span></span><![endif]>second</p>
<p class=MsoNormal><a name="_Toc1">anchor</a> <a href="https://example.com/x">link</a></p>
<table class=MsoTableGrid border=1 cellspacing=0 style='border-collapse:collapse;mso-yfti-tbllook:1184'>
<tr style='mso-yfti-irow:0'><td width=100 valign=top style='width:3cm;border:solid windowtext 1.0pt'><p class=MsoNormal><b>H</b><o:p></o:p></p></td></tr>
</table>
<!--[if gte vml 1]><v:shape id="_x0000_i1025" type="#_x0000_t75"><v:imagedata src="file:///C:/x.png"/></v:shape><![endif]--><![if !vml]><img width=10 height=10 src="https://example.com/pic.png" alt="pic"><![endif]>
<img src="file:///C:/Users/a/AppData/Local/Temp/msohtmlclip1/01/clip_image002.png">
<script>alert(1)</script><p onclick="alert(2)">x</p>
<!--EndFragment-->
</body></html>`;

describe('cleanPastedHtml', () => {
  const out = cleanPastedHtml(WORD);

  it('drops Office noise: conditional comments, <o:p>, mso styles, classes, <font>, empty spans, scripts', () => {
    expect(out).not.toMatch(/mso-|class=|<o:p|<\/?o:|<v:|<font|<!--|<!\[|<meta|<style|<xml|lang=|windowtext|font-family|line-height/i);
    expect(out).not.toMatch(/<script|onclick|alert\(1\)|file:\/\/\//);
    expect(out).not.toMatch(/<span>/);
    expect(out).not.toContain('·');
  });

  it('keeps structure: headings, bold/italic, meaningful colour, links, tables, images', () => {
    expect(out).toContain('<h1>Annual report</h1>');
    expect(out).toContain('<b>粗体</b>');
    expect(out).toContain('<i>italic</i>');
    expect(out).toContain(' font ');
    expect(out).toContain(' plain ');
    expect(out).toContain('<span style="color:#C00000">red</span>');
    expect(out).toContain('anchor <a href="https://example.com/x">link</a>');
    expect(out.replace(/\s+/g, '')).toContain('<table><tbody><tr><td><p><b>H</b></p></td></tr></tbody></table>');
    expect(out).toContain('<img width="10" height="10" src="https://example.com/pic.png" alt="pic">');
  });

  it('turns Word list paragraphs into nested lists, bullet or numbered by their marker', () => {
    expect(out.replace(/\s+/g, ' ')).toContain('<ul><li><p>first</p><ol><li><p>nested</p></li></ol></li><li><p>second</p></li></ul>');
  });

  it('leaves ordinary HTML alone', () => {
    const html = '<h2>T</h2><p>a <strong>b</strong> <a href="/x">c</a></p><ol><li>one</li></ol>';
    expect(cleanPastedHtml(html)).toBe(html);
    expect(cleanPastedHtml('<p><span style="font-weight:700;font-size:14pt">b</span></p>')).toBe(
      '<p><span style="font-weight:700">b</span></p>',
    );
  });

  it('strips conditional comments but keeps downlevel-revealed fallbacks', () => {
    expect(stripConditionals('a<!--[if gte mso 9]><xml>x</xml><![endif]-->b<![if !vml]><img src="y"><![endif]>c<!-- note -->')).toBe(
      'ab<img src="y">c',
    );
  });
});
