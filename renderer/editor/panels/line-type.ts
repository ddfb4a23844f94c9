/** What edge feature types and lane types have in common, for the list that edits both. */
export interface LineType {
  id: string;
  name: string;
  colour: string;
  style: string;
  width: number;
}
