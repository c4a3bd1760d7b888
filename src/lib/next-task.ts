// Lets the browser run what is waiting (input, a paint) before the caller goes on. A message
// posted to a channel is a new task that a hidden tab does not delay, unlike a timer (decision 0311).

/** Resolves in a new task. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(undefined)
  })
}
