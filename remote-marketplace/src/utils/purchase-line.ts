/** "2 × Blue Dream Flower (3.5g)": one line of an order, as the member and the staff read it. */
export const purchaseLine = (line: {
  quantity: number;
  offerName: string;
  size?: string | null;
}): string => `${line.quantity} × ${line.offerName}${line.size ? ` (${line.size})` : ''}`;
