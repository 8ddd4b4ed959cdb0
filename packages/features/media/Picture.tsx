import { preload } from 'react-dom';
import type { PictureImage } from './library';

/**
 * A photo of the media library, in AVIF or WebP at the width the layout
 * needs (`sizes`), with its intrinsic size so nothing moves when it arrives.
 * Below the fold it loads lazily; the page's largest paint (`priority`) loads
 * first and is preloaded from the document's head.
 */
export function Picture({ image, sizes, priority = false, className = '' }: { image: PictureImage; sizes: string; priority?: boolean; className?: string }) {
  if (priority) {
    const [best] = image.sources;
    if (best) preload(image.src, { as: 'image', imageSrcSet: best.srcSet, imageSizes: sizes, type: best.type, fetchPriority: 'high' });
  }
  return (
    <picture data-media={image.id}>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        className={`block h-auto w-full object-cover ${className}`}
      />
    </picture>
  );
}
