import { Toast } from 'radix-ui';
import { closeToast, useToasts } from './toast';

// SPEC section 9: 5000 ms, swipe right past 50 px, F8 focuses the region.
export function Toaster() {
  const current = useToasts();
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label="Notification">
      {current.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && closeToast(item.id)}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          className={`grid grid-cols-[1fr_auto] items-start gap-2 rounded-xl border p-4 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:animate-none ${
            item.variant === 'destructive'
              ? 'border-danger bg-danger-50 text-danger'
              : 'border-line bg-white text-ink'
          }`}
          data-testid="toast"
        >
          <div>
            <Toast.Title className="font-semibold">{item.title}</Toast.Title>
            {item.description && (
              <Toast.Description className="mt-1 text-sm">{item.description}</Toast.Description>
            )}
          </div>
          <Toast.Close
            aria-label="Dismiss notification"
            className="-m-2 grid h-11 w-11 place-items-center rounded-full text-lg leading-none hover:bg-black/5"
          >
            ×
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed right-0 bottom-0 z-50 flex w-full flex-col gap-2 p-4 outline-none md:max-w-[420px]" />
    </Toast.Provider>
  );
}
