'use client'
import dynamic from 'next/dynamic'

// Its own chunk, fetched only by pages that show the picker.
export const AiModelPickerIsland = dynamic(() => import('./Picker.client').then((m) => m.Picker), {
  loading: () => <p className="ai-models__status">Loading models…</p>,
})
