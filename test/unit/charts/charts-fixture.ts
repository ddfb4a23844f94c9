/**
 * Charts read, not rolled: a terrain chart of what each kind of unit pays to enter each
 * terrain (a place × item lookup, one row a cell short), and a one-column price list kept for
 * Control.
 */
export const chartsFixture = () => [
  {
    id: 'terrain',
    name: 'Terrain effects',
    rowsAre: 'Terrain',
    columnsAre: 'Unit',
    columns: [
      { id: 'infantry', name: 'Infantry' },
      { id: 'armour', name: 'Armour' },
    ],
    rows: [
      { id: 'clear', name: 'Clear', cells: ['1 MP', '1 MP'] },
      { id: 'forest', name: 'Forêt', cells: ['2 MP', '4 MP, no overrun'] },
      { id: 'marsh', name: 'Marsh', cells: ['3 MP'] },
    ],
    source: 'rules 7.2',
  },
  {
    id: 'bribes',
    name: 'Bribes',
    columns: [{ id: 'price', name: 'Price' }],
    rows: [{ id: 'guard', name: 'Guard', cells: ['2 Credits'] }],
    public: false,
  },
];
