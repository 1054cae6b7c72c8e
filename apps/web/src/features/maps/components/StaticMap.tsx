import { STATIC_MAP_SIZE } from '@adatlas/domain/maps';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { type MapSubject, mapQueries } from '../api/maps.queries.ts';

export type StaticMapProps = MapSubject;

const frame = { width: STATIC_MAP_SIZE, height: STATIC_MAP_SIZE, borderRadius: 8 };

/** The address card's map (spec data §2): a skeleton while it loads, nothing at all without one. */
export function StaticMap({ kind, id }: StaticMapProps) {
  const { t } = useTranslation();
  const { data: blob, isPending } = useQuery(mapQueries.staticMap({ kind, id }));
  const [url, setUrl] = useState<string | null>(null);
  const [isBroken, setIsBroken] = useState(false);

  useEffect(() => {
    setIsBroken(false);
    if (!blob) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);

  if (isPending) {
    return (
      <div style={{ marginTop: 8 }} data-testid="static-map-loading">
        <Skeleton.Node active style={frame} />
      </div>
    );
  }
  if (!url || isBroken) return null;
  return (
    <img
      src={url}
      alt={t('PAGES.COMPANY.MAP_ALT')}
      width={STATIC_MAP_SIZE}
      height={STATIC_MAP_SIZE}
      onError={() => setIsBroken(true)}
      style={{
        ...frame,
        display: 'block',
        maxWidth: '100%',
        height: 'auto',
        marginTop: 8,
        boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.06)',
      }}
      data-testid="static-map"
    />
  );
}
