/**
 * One PDF of the 10,000-cell board tiled on A4, in a process of its own so that its peak
 * memory is its own: prints {ms, maxRssMb, pages, bytes} as JSON.
 */
import { performance } from 'node:perf_hooks';
import { exportMapPdf } from '../../editor/formats/print/export-map.ts';
import { bigBoard } from './checks.ts';

const { map, tiles } = bigBoard();
const start = performance.now();
const pdf = await exportMapPdf(map, {
  tiles,
  size: { cellMm: 20 },
  paper: 'a4',
  legend: true,
  titleBlock: true,
  coordinates: 'offset',
});
const ms = performance.now() - start;
console.log(
  JSON.stringify({
    ms,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
    pages: pdf.layout.pages.length + (pdf.layout.assemblySheet ? 1 : 0),
    bytes: pdf.bytes.length,
  }),
);
