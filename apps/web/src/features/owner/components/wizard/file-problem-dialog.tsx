import { Button } from '../../../../components/ui/button'
import { Dialog } from '../../../../components/ui/dialog'
import type { FileProblem } from '../../file-checks'

/** 'Invalid File Type' or 'File Too Large', naming the file, before anything is sent. */
export function FileProblemDialog({
  problem,
  onClose,
}: {
  problem: FileProblem | null
  onClose: () => void
}) {
  return (
    <Dialog
      open={problem !== null}
      onClose={onClose}
      title={problem?.title ?? ''}
      footer={<Button onClick={onClose}>OK</Button>}
    >
      {problem?.message}
    </Dialog>
  )
}
