// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { forwardRef, useEffect, useRef, useState, type Ref } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest'

import { VideoPoster } from '@/components/media/VideoPoster.client'
import { VolumeButton, type VolumeTarget } from '@/components/media/VolumeButton.client'

// The host's player stands in for react-player (third-party; it would load the host's SDK and iframe).
// It records when its module is loaded, renders a <video> and applies `volume` as react-player does.
const loaded = vi.hoisted(() => ({ reactPlayer: false }))
vi.mock('react-player', () => {
  loaded.reactPlayer = true
  type Props = { src?: string; volume?: number; onReady?: () => void }
  const FakePlayer = forwardRef(function FakePlayer({ src, volume, onReady }: Props, ref: Ref<HTMLVideoElement>) {
    const element = useRef<HTMLVideoElement | null>(null)
    useEffect(() => {
      if (element.current && volume !== undefined) element.current.volume = volume
    })
    // react-player calls onReady once, when the host's player has loaded.
    const ready = useRef(onReady)
    useEffect(() => ready.current?.(), [])
    return (
      <video
        data-testid="hosted-player"
        data-src={src}
        ref={(node) => {
          element.current = node
          if (typeof ref === 'function') ref(node)
          else if (ref) ref.current = node
        }}
      />
    )
  })
  return { default: FakePlayer }
})

beforeAll(() => {
  // jsdom has no modal dialogs: just enough of showModal/close for the component.
  Object.defineProperty(HTMLDialogElement.prototype, 'open', {
    configurable: true,
    get(this: HTMLDialogElement) {
      return this.hasAttribute('open')
    },
  })
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
})

let play: Mock<(element: HTMLMediaElement) => Promise<void>>
let pause: Mock<(element: HTMLMediaElement) => void>
beforeEach(() => {
  play = vi.fn((_element: HTMLMediaElement) => Promise.resolve())
  pause = vi.fn((_element: HTMLMediaElement) => {})
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    return play(this)
  })
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    pause(this)
  })
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const PLAYER_URL = 'https://player.vimeo.com/video/123?quality=auto&autopause=1'

function renderPoster() {
  render(
    <VideoPoster src={PLAYER_URL} title="Ostra Voice AI in 90 seconds" playButtonColor="black">
      <img src="/poster.jpg" alt="" />
    </VideoPoster>,
  )
  return screen.getByRole('button', { name: 'Play video: Ostra Voice AI in 90 seconds' })
}

async function open() {
  const button = renderPoster()
  button.focus()
  fireEvent.click(button)
  const dialog = await screen.findByRole('dialog', { name: 'Ostra Voice AI in 90 seconds' })
  return { button, dialog: dialog as HTMLDialogElement }
}

async function expectClosed(button: HTMLElement) {
  // Unmounted, not just closed; the scroll lock is released by an effect cleanup, just after the DOM change.
  // The exit animation runs in real time: a loaded machine may take a while.
  await waitFor(
    () => {
      expect(document.querySelector('dialog')).toBeNull()
      expect(document.body.style.overflow).toBe('')
    },
    { timeout: 3000 },
  )
  expect(document.activeElement).toBe(button)
}

describe('video poster and overlay', () => {
  it('loads the player code only when the overlay opens', async () => {
    const button = renderPoster()
    expect(button.className).toContain('video-poster__play--black')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(loaded.reactPlayer).toBe(false)
    fireEvent.click(button)
    const player = await screen.findByTestId('hosted-player', {}, { timeout: 5000 })
    expect(loaded.reactPlayer).toBe(true)
    expect(player.getAttribute('data-src')).toBe(PLAYER_URL)
  })

  it('opens as a modal dialog on play, focuses Close video and locks the page scroll', async () => {
    const { dialog } = await open()
    expect(dialog.open).toBe(true)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close video' }))
    expect(document.body.style.overflow).toBe('hidden')
    await screen.findByTestId('hosted-player', {}, { timeout: 5000 })
    await waitFor(() => expect(play).toHaveBeenCalled())
  })

  it('closes on Escape and gives focus back to the play button', async () => {
    const { button, dialog } = await open()
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await expectClosed(button)
  })

  it("closes on the dialog's cancel event (the browser's Escape), holding it for the exit animation", async () => {
    const { button, dialog } = await open()
    const cancel = new Event('cancel', { cancelable: true })
    act(() => {
      dialog.dispatchEvent(cancel)
    })
    expect(cancel.defaultPrevented).toBe(true)
    await expectClosed(button)
  })

  it('closes on a backdrop click', async () => {
    const { button, dialog } = await open()
    const backdrop = dialog.querySelector('.video-overlay__backdrop') as HTMLElement
    expect(backdrop).not.toBeNull()
    fireEvent.click(backdrop)
    await expectClosed(button)
  })

  it('closes on "Close video" and pauses the player', async () => {
    const { button } = await open()
    const player = await screen.findByTestId('hosted-player', {}, { timeout: 5000 })
    fireEvent.click(screen.getByRole('button', { name: 'Close video' }))
    await expectClosed(button)
    expect(pause).toHaveBeenCalledWith(player)
  })

  it('stays open on a click inside the video panel', async () => {
    const { dialog } = await open()
    fireEvent.click(await screen.findByTestId('hosted-player', {}, { timeout: 5000 }))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(dialog.isConnected).toBe(true)
    expect(screen.getByRole('dialog')).toBe(dialog)
  })

  it('logs "failed to unload player" when the player will not stop', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    pause.mockImplementation(() => {
      throw new Error('player gone')
    })
    const { button } = await open()
    await screen.findByTestId('hosted-player', {}, { timeout: 5000 })
    fireEvent.click(screen.getByRole('button', { name: 'Close video' }))
    await expectClosed(button)
    expect(error).toHaveBeenCalledWith('failed to unload player', expect.any(Error))
  })

  it('mutes and retries when the browser blocks playback with sound', async () => {
    play.mockImplementationOnce(() => Promise.reject(Object.assign(new Error('blocked'), { name: 'NotAllowedError' })))
    await open()
    const player = (await screen.findByTestId('hosted-player', {}, { timeout: 5000 })) as HTMLVideoElement
    await waitFor(() => expect(play).toHaveBeenCalledTimes(2))
    expect(player.muted).toBe(true)
    // The volume button follows: unmuting is one click away.
    await screen.findByRole('button', { name: 'Unmute' })
  })

  it('logs "error playing the video" when playback fails otherwise', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    play.mockImplementation(() => Promise.reject(new Error('decode')))
    await open()
    await waitFor(() => expect(error).toHaveBeenCalledWith('error playing the video', expect.any(Error)))
  })

  it('mutes and unmutes the hosted player with its volume button', async () => {
    await open()
    const player = (await screen.findByTestId('hosted-player', {}, { timeout: 5000 })) as HTMLVideoElement
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }))
    expect(player.volume).toBe(0)
    fireEvent.click(await screen.findByRole('button', { name: 'Unmute' }))
    expect(player.volume).toBe(1)
    expect(screen.getByRole('button', { name: 'Mute' })).toBeTruthy()
  })
})

describe('<VolumeButton>', () => {
  function Harness({ target }: { target: VolumeTarget | null }) {
    const ref = useRef<VolumeTarget | null>(target)
    const [volume, setVolume] = useState(1)
    return <VolumeButton target={ref} volume={volume} onVolumeChange={setVolume} />
  }

  it('"Mute" sets the volume to 0 and becomes "Unmute", which sets it to 1', () => {
    const player = { volume: 1, muted: true }
    render(<Harness target={player} />)
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }))
    expect(player.volume).toBe(0)
    fireEvent.click(screen.getByRole('button', { name: 'Unmute' }))
    expect(player.volume).toBe(1)
    // Unmuting also lifts a mute left by the autoplay fallback.
    expect(player.muted).toBe(false)
    expect(screen.getByRole('button', { name: 'Mute' })).toBeTruthy()
  })

  it('logs "failed to toggle mute state" and keeps its label when the player fails', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failing = {
      get volume() {
        return 1
      },
      set volume(_value: number) {
        throw new Error('player not ready')
      },
    }
    render(<Harness target={failing} />)
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }))
    expect(error).toHaveBeenCalledWith('failed to toggle mute state', expect.any(Error))
    expect(screen.getByRole('button', { name: 'Mute' })).toBeTruthy()
  })

  it('logs the same when there is no player yet', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<Harness target={null} />)
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }))
    expect(error).toHaveBeenCalledWith('failed to toggle mute state', expect.any(Error))
  })
})
