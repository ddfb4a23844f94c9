import { parseColour } from './colour.ts';
import { imagesOf, type Drawing, type Path, type Shape } from './drawing.ts';

export interface SvgOptions {
  /** Millimetres per map unit: the file then says its physical size (width="…mm"). */
  readonly mmPerUnit?: number;
}

const n = (v: number): string => {
  const r = Math.round(v * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
};

const escapeXml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function pathData(p: Path, dx = 0, dy = 0): string {
  const out: string[] = [];
  let k = 0;
  for (const op of p.ops) {
    if (op === 3) {
      out.push('Z');
      continue;
    }
    const count = op === 2 ? 6 : 2;
    const coords: string[] = [];
    for (let i = 0; i < count; i++)
      coords.push(n((p.xy[k + i] as number) + (i % 2 === 0 ? dx : dy)));
    k += count;
    out.push(`${op === 0 ? 'M' : op === 1 ? 'L' : 'C'}${coords.join(' ')}`);
  }
  return out.join('');
}

const paint = (attr: 'fill' | 'stroke', colour: string | undefined): string => {
  if (!colour) return ` ${attr}="none"`;
  const c = parseColour(colour);
  return ` ${attr}="${c.hex}"${c.alpha < 1 ? ` ${attr}-opacity="${n(c.alpha)}"` : ''}`;
};

/**
 * The drawing as an SVG document: one group per layer, each picture once in <defs> and used
 * where it is placed, cut to its cell by a shared clip path; text as text.
 */
export function drawingToSvg(drawing: Drawing, options: SvgOptions = {}): string {
  const { box } = drawing;
  const k = options.mmPerUnit;
  const size = k
    ? `width="${n(box.width * k)}mm" height="${n(box.height * k)}mm"`
    : `width="${n(box.width)}" height="${n(box.height)}"`;
  const images = imagesOf(drawing);
  const imageIds = new Map(images.map((url, i) => [url, `img${i}`]));
  const clips = new Map<Path, string>();
  const defs: string[] = [];
  for (const layer of drawing.layers)
    for (const s of layer.shapes)
      if (s.kind === 'image' && s.clip && !clips.has(s.clip)) {
        const id = `clip${clips.size}`;
        clips.set(s.clip, id);
        defs.push(`<clipPath id="${id}"><path d="${pathData(s.clip)}"/></clipPath>`);
      }
  // Each picture is a unit square in <defs>, stretched where it is used.
  for (const [url, id] of imageIds)
    defs.push(
      `<image id="${id}" width="1" height="1" preserveAspectRatio="none" href="${escapeXml(url)}"/>`,
    );
  const body: string[] = [];
  for (const layer of drawing.layers) {
    body.push(`<g id="layer-${layer.id}">`);
    for (const s of layer.shapes) body.push(shapeSvg(s, imageIds, clips));
    body.push('</g>');
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" ${size} viewBox="${n(box.x)} ${n(box.y)} ${n(box.width)} ${n(box.height)}" font-family="Helvetica, Arial, sans-serif">`,
    `<title>${escapeXml(drawing.title)}</title>`,
    defs.length ? `<defs>${defs.join('')}</defs>` : '',
    ...body,
    '</svg>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

function shapeSvg(
  s: Shape,
  imageIds: ReadonlyMap<string, string>,
  clips: ReadonlyMap<Path, string>,
): string {
  switch (s.kind) {
    case 'path': {
      const stroke = s.stroke
        ? `${paint('stroke', s.stroke)} stroke-width="${n(s.width ?? 1)}"${
            s.dash?.length ? ` stroke-dasharray="${s.dash.map(n).join(' ')}"` : ''
          }${s.cap && s.cap !== 'butt' ? ` stroke-linecap="${s.cap}"` : ''}${
            s.join && s.join !== 'miter' ? ` stroke-linejoin="${s.join}"` : ''
          }`
        : '';
      return `<path d="${pathData(s.path)}"${paint('fill', s.fill)}${stroke}/>`;
    }
    case 'image': {
      const clip = s.clip ? ` clip-path="url(#${clips.get(s.clip)})"` : '';
      const turn = s.rotation ? ` rotate(${n(s.rotation)})` : '';
      return `<g transform="translate(${n(s.cx)} ${n(s.cy)})"${clip}><use href="#${imageIds.get(s.url)}" transform="${turn.trim()} translate(${n(-s.width / 2)} ${n(-s.height / 2)}) scale(${n(s.width)} ${n(s.height)})"/></g>`;
    }
    case 'text': {
      const turn = s.rotation ? ` transform="rotate(${n(s.rotation)} ${n(s.x)} ${n(s.y)})"` : '';
      const outline = s.outline
        ? `${paint('stroke', s.outline.colour)} stroke-width="${n(s.outline.width)}" stroke-linejoin="round" paint-order="stroke"`
        : '';
      return `<text x="${n(s.x)}" y="${n(s.y)}" font-size="${n(s.size)}" font-weight="${s.bold ? 700 : 400}" text-anchor="${s.anchor === 'start' ? 'start' : 'middle'}" dominant-baseline="central"${paint('fill', s.fill)}${outline}${turn}>${escapeXml(s.text)}</text>`;
    }
  }
}
