// The calm notice at the top of every signed-in screen while the data store is
// down (shell/use-store-outage.ts). The live region is always there, so screen
// readers announce the notice when it appears.
import { CloudOff } from 'lucide-react';
import { useT } from '../i18n/index.ts';
import { useStoreOutage } from './use-store-outage.ts';

export default function StoreOutageBanner() {
  const { t } = useT();
  const down = useStoreOutage();
  return (
    <div role="status">
      {down && (
        <div className="mb-6 flex gap-3 rounded-card border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
          <CloudOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p className="text-small">
            <strong className="block font-semibold">{t('outage.title')}</strong>
            {t('outage.body')}
          </p>
        </div>
      )}
    </div>
  );
}
