import { describe, expect, it } from 'vitest';
import { referencedFiles, sanitizeHtml } from '../../api/src/html/sanitize.js';

describe('server HTML sanitizer', () => {
  it('keeps what the editor produces, placeholders included', () => {
    const html =
      '<p>Estimado <strong>${clp_nombre}</strong>,</p><ul><li><em>uno</em></li></ul><p>$[facturas]</p><p><a href="https://isyplus.ec/pago" target="_blank" rel="noopener noreferrer">pagar</a></p><p><img src="/files/12" alt="logo"></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('strips scripts, event handlers, javascript: URLs, styles and foreign images', () => {
    expect(sanitizeHtml('<p>hola<script>alert(1)</script></p>')).toBe('<p>hola</p>');
    expect(sanitizeHtml('<img src="/files/3" onerror="alert(1)">')).toBe('<img src="/files/3">');
    expect(sanitizeHtml('<p onclick="x()" style="background:url(javascript:alert(1))">a</p>')).toBe('<p>a</p>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<img src="http://tracker.example/p.gif"><img src="data:image/png;base64,AAAA"><img src="https://cdn.isyplus.ec/a.png">')).toBe(
      '<img src="https://cdn.isyplus.ec/a.png">',
    );
    expect(sanitizeHtml('<iframe src="https://x"></iframe><form><input></form><svg><script>1</script></svg>')).toBe('');
    expect(sanitizeHtml('<a href="https://x" target="_self">x</a>')).toBe('<a href="https://x">x</a>');
  });

  it('lists the stored files an HTML shows', () => {
    expect(referencedFiles('<p><img src="/files/4"><img src="/files/9"><img src="/files/4"></p>')).toEqual([4, 9]);
  });
});
