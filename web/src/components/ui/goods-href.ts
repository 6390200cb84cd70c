/** A goods' detail page (its own module: the home page's flash-sale strip links there without loading the card). */
export const goodsHref = (id: number) => `/list/info/${id}`;
