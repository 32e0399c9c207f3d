// Admins only: erase an enquiry and its history for good, when the visitor
// asks for deletion under the privacy policy. The confirmation says exactly that.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { deleteEnquiry } from '../../api/endpoints.ts';
import { queryKeys } from '../../api/queries.ts';
import ConfirmDialog from '../../components/ConfirmDialog.tsx';
import { buttonDanger, card } from '../../components/styles.ts';
import { useT } from '../../i18n/index.ts';
import { errorText } from '../../lib/errors.ts';

export default function EraseEnquiry({ id, onErased }: { id: string; onErased: () => void }) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const erase = useMutation({
    mutationFn: () => deleteEnquiry(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: queryKeys.enquiryItem(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.contacts });
      toast.success(t('detail.erased'));
      onErased();
    },
    onError: (error) => {
      setAsking(false);
      toast.error(errorText(error, t));
    },
  });
  return (
    <section className={`${card} border-red-200 p-4 sm:p-5`} aria-labelledby="enquiry-erase">
      <h2 id="enquiry-erase" className="text-h4 font-semibold text-ink">
        {t('detail.eraseHeading')}
      </h2>
      <p className="mt-1 mb-4 text-small text-ink-soft">{t('detail.eraseHint')}</p>
      <button type="button" className={buttonDanger} onClick={() => setAsking(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        {t('detail.erase')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('detail.eraseTitle')}
        message={t('detail.eraseConfirm')}
        confirmLabel={erase.isPending ? t('news.deleting') : t('detail.eraseForGood')}
        cancelLabel={t('common.cancel')}
        busy={erase.isPending}
        onConfirm={() => erase.mutate()}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
