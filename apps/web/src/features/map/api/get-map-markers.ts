import type { MapMarker } from '@app/contract/search'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { bboxParam, type MapFilters, type MapView } from '../map-query'

export interface MapAnswer {
  success: true
  data: MapMarker[]
  total: number
}

/** GET properties/map (auth): the markers of the listings matching `filters` inside the view. */
export const getMapMarkers = (view: MapView, filters: MapFilters, signal?: AbortSignal) =>
  api<MapAnswer>('GET', 'properties/map', {
    query: { ...filters, bbox: bboxParam(view.bbox), zoom: view.zoom },
    signal,
  })

/**
 * The markers of the searched area; idle until the map knows its view. A new search keeps the
 * old markers on the map until the new ones arrive, so the map never flashes empty.
 */
export const useMapMarkers = (view: MapView | undefined, filters: MapFilters) =>
  useQuery({
    queryKey: ['map', 'markers', view && bboxParam(view.bbox), view?.zoom, filters],
    queryFn: ({ signal }) => getMapMarkers(view!, filters, signal),
    enabled: view !== undefined,
    placeholderData: keepPreviousData,
  })
