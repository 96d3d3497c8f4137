import { basemapCookie, type BasemapId } from '../../shared/basemap-choice';

/** Records the choice in this browser (the page must reload for the policy to follow). */
export function saveBasemapChoice(id: BasemapId): void {
  document.cookie = basemapCookie(id);
}
