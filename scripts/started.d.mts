export function appStarted(): boolean
export function appSettled(): boolean
