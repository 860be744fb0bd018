// Component tests run without the PWA plugin; this stands in for its virtual module.
import { useState } from 'preact/hooks'

export function useRegisterSW() {
  return {
    needRefresh: useState(false),
    offlineReady: useState(false),
    updateServiceWorker: async () => {},
  }
}
