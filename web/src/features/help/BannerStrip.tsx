import { useEffect, useState } from 'react';
import type { HelpBannersQuery } from '../../generated/graphql';
import { helpFileUrl } from './help-upload';
import { HELP_TEXT as T } from './messages';

const ROTATE_MS = 6000;

/** The advertising banners of the home page and the chosen line, one at a time, rotating. */
export function BannerStrip({ banners }: { banners: HelpBannersQuery['banners'] }) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (banners.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % banners.length), ROTATE_MS);
    return () => clearInterval(timer);
  }, [banners.length]);
  if (!banners.length) return null;
  const banner = banners[index % banners.length]!;
  return (
    <section className="help-banners" aria-label={T.banners}>
      <img className="help-banners__image" src={helpFileUrl(banner.imageFileId)} alt={`${banner.lineName}: ${banner.fileName}`} data-banner={banner.fileName} />
      {banners.length > 1 && (
        <div className="help-banners__dots">
          {banners.map((b, i) => (
            <button
              key={b.id}
              type="button"
              className={`help-banners__dot${i === index % banners.length ? ' help-banners__dot--active' : ''}`}
              aria-label={`${T.banners} ${i + 1}`}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
