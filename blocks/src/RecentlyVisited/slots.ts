/**
 * The empty cards that fill the recently visited row (storefront.md §9 Cards and carousels): the row
 * shows `cardsSmall` cards below laptop width and `cardsLarge` from laptop up, so with fewer trips the
 * gap is filled with placeholders; those past `cardsSmall` show from laptop up only.
 */
export interface FillerSlot {
  /** Position in the row, 0-based, counting the cards before it. */
  position: number;
  largeOnly: boolean;
}

export function fillerSlots(
  cardCount: number,
  { cardsSmall, cardsLarge }: { cardsSmall: number; cardsLarge: number },
) {
  const slots: FillerSlot[] = [];
  for (let position = cardCount; position < Math.max(cardsSmall, cardsLarge); position += 1) {
    slots.push({ position, largeOnly: position >= cardsSmall });
  }
  return slots;
}
