export {
  assetKeys,
  cloneAsset,
  createAsset,
  fetchAssets,
  useAssetMutation,
  useAssets,
} from './api/assets.api';
export * from './asset-library.constants';
export { AssetGenerator } from './components/AssetGenerator';
export { AssetGrid } from './components/AssetGrid';
