export interface Palette {
  wall: string
  roof: string
  trim: string
  shutter: string
  base: string
}
export const PALETTES: Palette[] = [
  { wall: '#2f6db3', roof: '#d5dbe1', trim: '#f3f4f6', shutter: '#b9c1c9', base: '#8d8a84' },
  { wall: '#ece3cf', roof: '#2f67a6', trim: '#2f67a6', shutter: '#aab3bb', base: '#9a8f7f' },
  { wall: '#c9d0d7', roof: '#1f5c99', trim: '#1f5c99', shutter: '#d9dee3', base: '#7f8389' },
  { wall: '#a6483a', roof: '#b8bec4', trim: '#efe7da', shutter: '#9aa3ab', base: '#7b6d64' },
  { wall: '#3f7d5c', roof: '#e3e6e8', trim: '#f2f2ee', shutter: '#c0c7cd', base: '#857f74' },
  { wall: '#e2b04a', roof: '#7a3030', trim: '#7a3030', shutter: '#b5bcc3', base: '#8b7c68' },
  { wall: '#e9ecef', roof: '#e0702b', trim: '#e0702b', shutter: '#9ea7b0', base: '#8a8d91' },
  { wall: '#5b6f86', roof: '#cfd5da', trim: '#f0b323', shutter: '#c4cad0', base: '#6f747a' },
]

export const TRUCK_COLOURS = [
  { cab: '#f2b01e', body: '#c0392b', tarp: '#2d5fa6' },
  { cab: '#e4572e', body: '#2e7d4f', tarp: '#f1c40f' },
  { cab: '#1f6fb2', body: '#f0a500', tarp: '#6b8e23' },
  { cab: '#f7f7f2', body: '#3b6aa0', tarp: '#d35400' },
  { cab: '#d62828', body: '#2a9d8f', tarp: '#264653' },
]
