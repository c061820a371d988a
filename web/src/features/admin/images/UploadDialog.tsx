import {
  IMAGE_CONTENT_TYPES,
  IMAGE_FOLDERS,
  IMAGE_MESSAGES,
  imageFolderLabel,
  safeImageFileName,
  type ImageContentType,
  type ImageFolder,
} from '@altum/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Dialog, DialogActions } from '../../../ui/Dialog';
import { Field, type ControlProps } from '../../../ui/form/Field';
import { Input, Select } from '../../../ui/form/controls';
import { showToast } from '../../../ui/toast/toast';
import { checkImageFile, formatFileSize } from './checkFile';
import { freeNameQuery, uploadImageMutation } from './queries';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
`;

const FileInput = styled(Input)`
  padding-top: 9px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Progress = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  progress {
    width: 100%;
    height: 8px;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;

interface Problem {
  title: string;
  text: string;
}

/** The dialog's message: title in bold, then the text, as the spec pairs them. */
function ProblemAlert({ problem, id }: { problem: Problem; id?: string }) {
  return (
    <Alert id={id}>
      <strong>{problem.title}</strong>
      {problem.text ? <> · {problem.text}</> : null}
    </Alert>
  );
}

type Checked = { file: File; contentType: ImageContentType };

/**
 * The upload dialog: a file and a folder (both required), checked on the device before any
 * byte is sent (5 MB, type by content), progress while it uploads, never over an existing
 * file (the free name is shown before uploading), then the library refreshes.
 */
export function UploadDialog({
  open,
  onClose,
  online,
}: {
  open: boolean;
  onClose: () => void;
  online: boolean;
}) {
  const queryClient = useQueryClient();
  const [checked, setChecked] = useState<Checked | null>(null);
  const [fileProblem, setFileProblem] = useState<Problem | null>(null);
  const [folder, setFolder] = useState<ImageFolder | ''>('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  /** Which required fields the last submit found empty: marked invalid, linked to the alert. */
  const [missing, setMissing] = useState({ file: false, folder: false });
  const fileRef = useRef<HTMLInputElement>(null);
  const folderRef = useRef<HTMLSelectElement>(null);
  const problemId = useId();

  const safeName = checked ? safeImageFileName(checked.file.name) : null;
  const freeName = useQuery({
    ...freeNameQuery(folder || 'blog', safeName ?? ''),
    enabled: open && online && Boolean(folder && safeName),
  });

  const upload = useMutation({
    ...uploadImageMutation(queryClient),
    onSuccess: () => {
      showToast('success', IMAGE_MESSAGES.uploaded);
      // Still pending while this runs: close without close()'s guard.
      reset();
      onClose();
    },
    onError: (error) => {
      setProgress(null);
      const message = error instanceof Error ? error.message : String(error);
      if (error.name === 'NotAuthenticatedError') {
        setProblem({ title: IMAGE_MESSAGES.notAuthenticated, text: '' });
        showToast('error', IMAGE_MESSAGES.notAuthenticated);
      } else {
        setProblem({ title: IMAGE_MESSAGES.uploadFailed, text: message });
        showToast('error', IMAGE_MESSAGES.uploadFailed, message);
      }
    },
  });

  function reset() {
    setChecked(null);
    setFileProblem(null);
    setFolder('');
    setProblem(null);
    setProgress(null);
    setMissing({ file: false, folder: false });
    upload.reset();
  }

  function close() {
    if (upload.isPending) return;
    reset();
    onClose();
  }

  async function onFile(file: File | undefined) {
    setProblem(null);
    setMissing((was) => ({ ...was, file: false }));
    setChecked(null);
    setFileProblem(null);
    if (!file) return;
    const result = await checkImageFile(file);
    if (result.ok) setChecked({ file, contentType: result.contentType });
    else setFileProblem({ title: result.title, text: result.text });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (upload.isPending || !online) return;
    // With an error, focus goes to the first field to fix, whose message is linked to it.
    if (fileProblem) {
      setProblem(fileProblem);
      fileRef.current?.focus();
      return;
    }
    if (!checked || !folder) {
      setProblem({ title: IMAGE_MESSAGES.missingTitle, text: IMAGE_MESSAGES.missingText });
      setMissing({ file: !checked, folder: !folder });
      (checked ? folderRef : fileRef).current?.focus();
      return;
    }
    if (!freeName.data) return;
    setProblem(null);
    upload.mutate({
      file: checked.file,
      folder,
      fileName: freeName.data,
      contentType: checked.contentType,
      onProgress: setProgress,
    });
  }

  /** A required field left empty: invalid, and described by the dialog's message too. */
  const linkMissing = (control: ControlProps, isMissing: boolean) =>
    isMissing && problem
      ? {
          'aria-invalid': true as const,
          'aria-describedby': [control['aria-describedby'], problemId].filter(Boolean).join(' '),
        }
      : {};

  const renamed = freeName.data && safeName && freeName.data !== safeName;
  const busy = upload.isPending;
  return (
    <Dialog
      open={open}
      onClose={close}
      title="Upload image"
      description="JPEG, PNG, WebP or GIF, at most 5 MB. Files are never overwritten."
    >
      <Form onSubmit={onSubmit} noValidate>
        <Field
          label="File"
          required
          error={fileProblem ? `${fileProblem.title}: ${fileProblem.text}` : undefined}
          hint={
            checked
              ? `${checked.file.name} · ${formatFileSize(checked.file.size)}`
              : 'Choose an image from this device.'
          }
        >
          {(control) => (
            <FileInput
              {...control}
              {...linkMissing(control, missing.file)}
              ref={fileRef}
              type="file"
              accept={IMAGE_CONTENT_TYPES.join(',')}
              disabled={busy}
              onChange={(event) => void onFile(event.currentTarget.files?.[0])}
            />
          )}
        </Field>
        <Field
          label="Folder"
          required
          hint={
            renamed
              ? `${safeName} already exists in ${imageFolderLabel(folder || 'blog')}: this file will be saved as ${freeName.data}.`
              : undefined
          }
        >
          {(control) => (
            <Select
              {...control}
              {...linkMissing(control, missing.folder)}
              ref={folderRef}
              value={folder}
              disabled={busy}
              onChange={(event) => {
                setProblem(null);
                setMissing((was) => ({ ...was, folder: false }));
                setFolder(event.currentTarget.value as ImageFolder | '');
              }}
            >
              <option value="">Select a folder</option>
              {IMAGE_FOLDERS.map((name) => (
                <option key={name} value={name}>
                  {imageFolderLabel(name)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {freeName.isError ? (
          <ProblemAlert
            problem={{ title: IMAGE_MESSAGES.uploadFailed, text: freeName.error.message }}
          />
        ) : null}
        {progress !== null ? (
          <Progress>
            <label htmlFor="image-upload-progress">Uploading… {Math.round(progress * 100)}%</label>
            <progress id="image-upload-progress" max={1} value={progress} />
          </Progress>
        ) : null}
        {problem ? <ProblemAlert problem={problem} id={problemId} /> : null}
        {!online ? <Alert tone="warning">{IMAGE_MESSAGES.offline}</Alert> : null}
        <DialogActions>
          <Button type="button" $size="sm" $variant="ghost" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            $size="sm"
            disabled={busy || !online || (Boolean(checked && folder) && freeName.isFetching)}
          >
            {busy ? 'Uploading…' : 'Upload'}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
