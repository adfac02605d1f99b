export { ImageModelChoices } from './image-model-choices';
export { modelParamsAtom } from './model-params';
export { currentModel, ModelPicker, modelsQuery, useEffectiveModel, useModels } from './model-picker';
export { FRAMEWORK_LABELS, FRAMEWORK_OPTIONS, FRAMEWORK_SHORT, acceptsImage, findModel, modelLabel } from './options';
export { PROVIDERS, ProviderLogo, providerName } from './provider-logo';
