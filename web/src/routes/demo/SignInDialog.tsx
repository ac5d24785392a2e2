import * as Dialog from '@radix-ui/react-dialog';
import { Button, buttonClass } from '../../components/Button';

// The demo header's Get Started: explains sign-in and links to it.
export function SignInDialog() {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button className="min-h-11">Get Started</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 max-h-[92vh] w-[min(92vw,30rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl sm:p-8">
          <Dialog.Title className="text-2xl font-bold">Sign in to create real activities</Dialog.Title>
          <Dialog.Description className="mt-3 text-muted">
            This demo uses sample data only. Sign in with Google, Apple or your e-mail through our secure sign-in
            provider to add your loved one, build activities from your own family photos and send them by text message.
          </Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="ghost">Close</Button>
            </Dialog.Close>
            <a href="/api/login" className={buttonClass('primary')}>
              Sign In
            </a>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
