import type { BusinessProfileInput, OwnedBusinessPage, PhotoView } from '@contracts/vendor-page';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '~/components/ui/toast';
import { api, del } from '~/lib/api';
import { uploadFile } from '~/lib/upload';
import { vendorKeys } from './queries';

const failed = (title: string) => (error: Error) =>
  toast({ title, description: error.message, variant: 'destructive' });

/** After a change the owner's view is asked for again, and so is the public catalogue this phone keeps. */
function useRefresh(userId: string, vendorId: string) {
  const queryClient = useQueryClient();
  return () => {
    // The public directory's and pages' keys begin with 'vendors' (features/vendors/queries.ts).
    void queryClient.invalidateQueries({ queryKey: ['vendors'] });
    return queryClient.invalidateQueries({ queryKey: vendorKeys.page(userId, vendorId) });
  };
}

/** Saves the owner's page details; the server's per-field messages come back to the form. */
export function useEditPage(userId: string, vendorId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefresh(userId, vendorId);
  return useMutation({
    mutationFn: (input: BusinessProfileInput) =>
      api<OwnedBusinessPage>('PUT', `/api/vendor/businesses/${vendorId}`, input),
    onSuccess: (page) => {
      queryClient.setQueryData(vendorKeys.page(userId, vendorId), page);
      toast({ title: 'Page updated', description: 'Customers see the changes on your page now.' });
      return refresh();
    },
    onError: failed('Failed to update page'),
  });
}

/** One photo up, with how far along it is (0-1) while it goes. */
export function useUploadPhoto(userId: string, vendorId: string) {
  const refresh = useRefresh(userId, vendorId);
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadFile<PhotoView>(`/api/vendor/businesses/${vendorId}/photos`, 'photo', file, setProgress);
    },
    onSuccess: () => {
      toast({ title: 'Photo added' });
      return refresh();
    },
    onError: failed('Failed to upload photo'),
  });
  return { ...mutation, progress };
}

export function useDeletePhoto(userId: string, vendorId: string) {
  const refresh = useRefresh(userId, vendorId);
  return useMutation({
    mutationFn: (photoId: string) =>
      del<{ id: string }>(`/api/vendor/businesses/${vendorId}/photos/${photoId}`),
    onSuccess: () => {
      toast({ title: 'Photo deleted' });
      return refresh();
    },
    onError: failed('Failed to delete photo'),
  });
}

export function useSetCover(userId: string, vendorId: string) {
  const refresh = useRefresh(userId, vendorId);
  return useMutation({
    mutationFn: (photoId: string) =>
      api<{ coverPhotoId: string }>('PUT', `/api/vendor/businesses/${vendorId}/cover`, { photoId }),
    onSuccess: () => {
      toast({ title: 'Cover photo set', description: 'It leads your card in the directory and your page.' });
      return refresh();
    },
    onError: failed('Failed to set cover photo'),
  });
}
