import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Stack, Typography } from '@instamg/shared/mui';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { DOCUMENT_EXTENSIONS, documentFileError } from '@instamg/shared/domain/partner/documents';
import { uploadDocument } from '../partner-application/api/applications';
import { useDocumentName } from '../partner-application/api/application-queries';

const ACCEPT = DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

interface DocumentUploadProps {
  label: string;
  fileId: string;
  error?: string;
  onUploaded: (fileId: string) => void;
}

/** Choose a PDF/JPG/PNG (checked before upload), upload it to store_documents, show what is attached. */
export function DocumentUpload({ label, fileId, error, onUploaded }: DocumentUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploadedName, setUploadedName] = useState<string | null>(null);
  const savedName = useDocumentName(uploadedName ? '' : fileId);
  const upload = useMutation({
    mutationFn: uploadDocument,
    onSuccess: (file) => {
      setUploadedName(file.name);
      onUploaded(file.$id);
    },
  });
  const name = fileId === '' ? null : (uploadedName ?? savedName.data ?? 'Uploaded file');
  const message = problem ?? (upload.isError ? 'The upload failed. Please try again.' : error);

  return (
    <Stack spacing={0.5} sx={{ mb: 2 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" component="label" startIcon={<UploadFileIcon />} disabled={upload.isPending}>
          {upload.isPending ? 'Uploading…' : name ? 'Replace file' : 'Choose file'}
          <input
            ref={input}
            hidden
            type="file"
            accept={ACCEPT}
            aria-label={label}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              if (input.current) input.current.value = '';
              if (!chosen) return;
              const refusal = documentFileError(chosen);
              setProblem(refusal);
              if (!refusal) upload.mutate(chosen);
            }}
          />
        </Button>
        {name && (
          <Typography variant="body2" data-testid={`document-${label}`}>
            {name}
          </Typography>
        )}
      </Stack>
      <Typography variant="caption" color={message ? 'error' : 'text.secondary'} role={message ? 'alert' : undefined}>
        {message ?? 'PDF, JPG or PNG, up to 10 MB'}
      </Typography>
    </Stack>
  );
}
