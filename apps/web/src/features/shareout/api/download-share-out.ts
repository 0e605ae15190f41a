import { operations, pathOf, type ShareOutView } from '@links/domain';
import { useMutation } from '@tanstack/react-query';
import { requestFile } from '../../../lib/api';
import { saveFile } from '../../../lib/download';

/** `GET /share-outs/{id}?format=pdf` (admin): fetched with the bearer token, then saved. */
export async function downloadShareOutPdf(shareOut: Pick<ShareOutView, 'id' | 'from' | 'to'>) {
  const file = await requestFile(pathOf(operations.shareOut, { id: shareOut.id }, { format: 'pdf' }));
  saveFile(file.blob, file.fileName ?? `share-out-${shareOut.from}-${shareOut.to}.pdf`);
}

export const useDownloadShareOutPdf = () => useMutation({ mutationFn: downloadShareOutPdf });
