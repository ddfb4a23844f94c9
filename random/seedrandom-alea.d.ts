// seedrandom ships no types for its per-algorithm files; Alea's are those of the package.
declare module 'seedrandom/lib/alea.js' {
  import type seedrandom from 'seedrandom';
  const alea: (typeof seedrandom)['alea'];
  export default alea;
}
