/** The intermediate product record the generator builds from the sources, before shops, batches and prices. */

export type Kind = 'chemical' | 'tcm_patent' | 'tcm_pieces' | 'biological' | 'device';

export interface Product {
  /** Unique key, e.g. his:157, orig:7EZncqU8fnE, syn:xz-sds */
  key: string;
  /** For SeedGoods.source: file#id, or 'synthetic'. */
  source: string;
  origin: 'his' | 'originator' | 'synthetic';
  generic: string;
  trade: string;
  spec: string;
  unit: string;
  dosageForm: string;
  /** The source's own dosage-form label (his dms_dosage), '' for others. */
  sourceForm: string;
  manufacturer: string;
  manufacturerShort: string;
  /** True when the maker name was invented because the source gave only a region or nothing. */
  syntheticMaker: boolean;
  kind: Kind;
  foreign: boolean;
  /** originator_drugs_cn.csv categories (37 values), when known. */
  originatorCategories: string[];
  /** Brand (manufacturer_short of the originator list) when this is an originator brand. */
  brand: string;
  /** Set for the search-test staples (label). */
  staple?: string;
}

export const displayName = (p: Pick<Product, 'generic' | 'trade'>) => (p.trade ? `${p.trade} ${p.generic}` : p.generic);
