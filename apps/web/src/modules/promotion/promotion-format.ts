/** 总价 in 万 for sale, the rent with its unit for rent; '' when none is set. */
export function priceText(r: {
  type: number;
  sellPrice: number | null;
  rentPrice: number | null;
  rentUnitName: string;
}) {
  if (r.type === 1) return r.sellPrice === null ? '价格待定' : `${r.sellPrice}万`;
  return r.rentPrice === null ? '价格待定' : `${r.rentPrice}${r.rentUnitName}`;
}
