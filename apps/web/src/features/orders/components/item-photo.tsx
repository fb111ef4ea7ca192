import { type CatalogueItem, itemPhotoSources } from '@kadai/contract';
import type { CSSProperties } from 'react';

/** The box the photo fills on the form (CSS px); its size is fixed, so nothing moves when it loads. */
const BOX = { card: 64, veg: 40 } as const;

const style = (size: number): CSSProperties => ({
  flex: 'none',
  width: size,
  height: size,
  objectFit: 'contain',
  borderRadius: 6,
  background: '#fafafa',
});

/**
 * An item's photo, when it has one. Loaded lazily (only as its card nears the screen) and from the
 * size that suits the screen's density, so photos never add to the form's first load.
 */
export function ItemPhoto(props: {
  item: Pick<CatalogueItem, 'name' | 'thumbnail'>;
  variant: keyof typeof BOX;
}) {
  const sources = itemPhotoSources(props.item.thumbnail);
  if (!sources) return null;
  const size = BOX[props.variant];
  return (
    <img
      className="item-photo"
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? `${size}px` : undefined}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      alt={props.item.name}
      style={style(size)}
    />
  );
}
