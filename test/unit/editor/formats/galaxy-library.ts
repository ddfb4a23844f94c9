import { mapStringLibrary } from '../../../../editor/formats/map-string/library.ts';
import { bundled } from '../bundled/bundled.ts';

/** The bundled galaxy tiles, as map strings read them. */
export const galaxy = bundled('ti4-galaxy');
export const library = mapStringLibrary(galaxy.tiles, galaxy.mapRules.movement);

/** Real strings, as TI4-TTPG's map-string library lists them (names kept for the reader). */
export const REAL = {
  learnToPlay6pBase:
    '22 44 19 42 24 45 35 23 36 39 38 25 33 46 27 26 30 40 0 32 50 0 31 47 0 37 29 0 34 20 0 49 28 0 21 43',
  learnToPlay5pPoK:
    '77 40 41 85A0 39 65 67 60 70 66 74 88A0 75 87A0 68 72 73 69 0 62 76 0 79 71 0 80 83A0 86A0 84A0 63 0 64 78 0 61 59',
  beijing5pPoK:
    '75 61 66 85A0 49 60 65 77 79 63 78 87A2 64 88A4 74 68 39 67 0 59 62 0 70 80 0 76 83A3 86A0 84A3 45 0 72 73 0 69 40',
  berlin8pPoK:
    '87A1 90B3 75 88A2 89B0 47 25 49 39 72 40 73 26 80 64 45 63 76 29 66 27 70 68 85B5 44 61 67 19 65 74 50 69 83B5 79 71 60 0 43 77 0 0 0 0 48 0 0 34 35 0 41 37 0 0 0 0 59 0 0 42 62',
  learnToPlay7pPoK:
    '85B3 72 23 84B3 90B0 76 64 65 75 78 62 37 79 61 43 70 26 67 74 88B3 42 0 39 68 0 45 86B3 73 47 66 63 48 83B2 44 69 71 0 60 -1 -1 -1 -1 -1 -1 -1 -1 -1 35 0 40 41 0 -1 -1 0 25 -1 0 59 77',
  learnToPlay3pBase:
    '22 44 19 42 24 45 35 23 36 39 38 25 33 47 27 26 30 40 -1 -1 50 0 31 -1 -1 -1 29 0 34 -1 -1 -1 28 0 21 -1',
  learnToPlay4pBase:
    '46 44 38 42 28 45 23 26 32 34 49 33 36 39 27 30 48 35 24 41 47 31 0 20 25 37 0 22 43 29 50 0 19 40 21',
  junkYardDoggo8pPoK:
    '{46} 47 18 50 41 77 43 85A3 39 40 49 79 21 34 31 64 48 26 25 0 88A1 76 75 66 65 24 62 19 73 74 36 69 20 70 30 32 87A5 86A3 84A3 68 0 67 78 0 42 59 0 61 27 0 37 72 0 23 35 0 38 28 0 33 83A3',
  magisMadness7pPoK:
    '{85A2} 70 84A5 0 83A2 69 0 62 42 90B1 36 27 34 65 68 46 76 74 75 0 88B2 26 44 37 66 25 43 48 19 18 78 35 61 79 49 64 45 29 80 50 67 33 0 22 87B3 86A5 73 0 38 77 39 40 41 59 0 47 72 24 0 28 91B1',
  dhaka6pPoK:
    '63 72 60 75 70 26 73 79 74 77 37 39 65 40 69 78 76 68 0 66 49 0 64 67 0 62 45 0 59 42 0 61 80 0 71 48 0 0 0 0 0 0 82',
} as const;
