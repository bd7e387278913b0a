import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RichTextEditor, type RichTextHandle } from '../../web/src/widgets/rich-text/RichTextEditor';
import { sizeProblem } from '../../web/src/widgets/files/file-rules';
import { scaledSize } from '../../web/src/widgets/files/scale-image';

function Harness({ initial, handle, seen }: { initial: string; handle: React.RefObject<RichTextHandle | null>; seen: string[] }) {
  const [html, setHtml] = useState(initial);
  return (
    <RichTextEditor
      ref={handle}
      label="Texto de la plantilla"
      height={250}
      value={html}
      onChange={(next) => {
        seen.push(next);
        setHtml(next);
      }}
    />
  );
}

describe('RichTextEditor', () => {
  it('shows the HTML, a labelled 250 px area and a toolbar reachable by keyboard', async () => {
    const handle = createRef<RichTextHandle>();
    render(<Harness initial="<p>Hola <strong>mundo</strong></p>" handle={handle} seen={[]} />);
    const box = await screen.findByRole('textbox', { name: 'Texto de la plantilla' });
    expect(box.innerHTML).toContain('Hola <strong>mundo</strong>');
    expect((box.closest('.rte__area') as HTMLElement).style.height).toBe('250px');
    const toolbar = screen.getByRole('toolbar', { name: 'Formato de Texto de la plantilla' });
    const labels = [...toolbar.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
    expect(labels).toEqual([
      'Negrita (Ctrl+B)',
      'Cursiva (Ctrl+I)',
      'Subrayado (Ctrl+U)',
      'Lista con viñetas (Ctrl+Shift+8)',
      'Lista numerada (Ctrl+Shift+7)',
      'Enlace',
    ]);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Negrita (Ctrl+B)');
  });

  it('inserts a placeholder at the cursor through its handle and reports the new HTML', async () => {
    const handle = createRef<RichTextHandle>();
    const seen: string[] = [];
    render(<Harness initial="<p>Estimado</p>" handle={handle} seen={seen} />);
    await screen.findByRole('textbox', { name: 'Texto de la plantilla' });
    act(() => handle.current!.insertText('${clp_nombre}'));
    // Nothing selected yet: the cursor is at the start of the document.
    expect(seen.at(-1)).toBe('<p>${clp_nombre}Estimado</p>');
    act(() => handle.current!.insertImage('/files/7', 'logo'));
    expect(seen.at(-1)).toContain('<img src="/files/7" alt="logo">');
  });
});

describe('file rules of the browser', () => {
  it('scales images to at most 1024 px wide keeping proportions', () => {
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(scaledSize(1024, 10)).toEqual({ width: 1024, height: 10 });
    expect(scaledSize(2048, 1536)).toEqual({ width: 1024, height: 768 });
    expect(scaledSize(3000, 1)).toEqual({ width: 1024, height: 1 });
  });

  it('refuses above 15360 KB with the actual and maximum size, as the server does', () => {
    expect(sizeProblem('acta.pdf', 15360 * 1024, 15360)).toBeNull();
    expect(sizeProblem('acta.pdf', 15360 * 1024 + 1, 15360)).toBe("El archivo 'acta.pdf' pesa 15361 KB y supera el tamaño máximo permitido de 15360 KB.");
  });
});
