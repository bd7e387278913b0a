/** Elements marked with this attribute (the support dialog itself) are left out of the capture. */
export const CAPTURE_SKIP = 'data-captura-omitir';

/** The page's own CSS rules as text (stylesheets of another origin cannot be read and are skipped). */
function pageCss(): string {
  const parts: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      parts.push(Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n'));
    } catch {
      // A cross-origin sheet: its rules are not readable.
    }
  }
  return parts.join('\n');
}

/** Form values live in properties, not attributes: copies them so the clone shows what was typed. */
function keepFormValues(source: Element, clone: Element): void {
  const from = source.querySelectorAll('input, textarea, select');
  const to = clone.querySelectorAll('input, textarea, select');
  from.forEach((element, index) => {
    const target = to[index];
    if (!target) return;
    if (element instanceof HTMLInputElement) {
      if (element.type === 'checkbox' || element.type === 'radio') {
        if (element.checked) target.setAttribute('checked', '');
      } else if (element.type !== 'password') target.setAttribute('value', element.value);
    } else if (element instanceof HTMLTextAreaElement) target.textContent = element.value;
    else if (element instanceof HTMLSelectElement) target.querySelectorAll('option')[element.selectedIndex]?.setAttribute('selected', '');
  });
}

function loadSvg(svg: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('No se pudo capturar la pantalla'));
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  });
}

/**
 * A picture of what the user sees now (the visible part of the page), drawn in the browser: the
 * page is cloned into an SVG foreignObject with its CSS and painted on a canvas. Passwords and
 * the support dialog are left out; images of other origins and canvases are not drawn.
 */
export async function captureScreen(root: HTMLElement = document.body): Promise<File> {
  const width = Math.max(1, window.innerWidth);
  const height = Math.max(1, window.innerHeight);
  const clone = root.cloneNode(true) as HTMLElement;
  keepFormValues(root, clone);
  clone.querySelectorAll(`[${CAPTURE_SKIP}], script, noscript`).forEach((element) => element.remove());
  const content = new XMLSerializer()
    .serializeToString(clone)
    .replace(/^<body/, '<div')
    .replace(/<\/body>$/, '</div>');
  const css = pageCss().replace(/<\/style/gi, '<\\/style');
  const background = getComputedStyle(document.body).backgroundColor || '#fff';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<foreignObject x="0" y="${-window.scrollY}" width="${width}" height="${height + window.scrollY}">` +
    `<div xmlns="http://www.w3.org/1999/xhtml" style="width:${width}px;background:${background}"><style>${css.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</style>${content}</div>` +
    `</foreignObject></svg>`;
  const image = await loadSvg(svg);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No se pudo capturar la pantalla');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0);
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('No se pudo capturar la pantalla'))), 'image/png'),
  );
  return new File([blob], 'captura.png', { type: 'image/png' });
}
