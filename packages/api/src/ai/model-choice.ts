import { BadRequestException, Injectable } from '@nestjs/common';
import { type CatalogueModel, ModelCatalogue } from './model-catalogue';
import { ModelDiscovery } from './model-discovery';

/** The model a request may use: asked for by id (an alias, a listed model) or the server's default. */
@Injectable()
export class ModelChoice {
  constructor(
    private readonly catalogue: ModelCatalogue,
    private readonly discovery: ModelDiscovery,
  ) {}

  /**
   * The model `id` names (absent: the default), when it can be used now and does what is needed;
   * 400 otherwise, with the reason (`invalid_body` for an id the server does not know,
   * `model_unavailable` for one it cannot use). An id of a local server's model not listed yet
   * lists that server first.
   */
  async resolve(id: string | undefined, needs: { image?: boolean } = {}): Promise<CatalogueModel> {
    const asked = id ?? this.catalogue.defaultId();
    let model = this.catalogue.find(asked);
    if (!model && this.catalogue.isListedShape(asked)) {
      await this.discovery.fresh();
      model = this.catalogue.find(asked);
    }
    if (!model) throw new BadRequestException({ code: 'invalid_body', message: 'Unknown model.' });
    if (needs.image && !model.image) {
      const readers = this.catalogue.imageModels();
      const choose = readers.length ? `Choose ${readers.join(', ')} for a reference image.` : 'No model on this server reads images.';
      throw new BadRequestException({ code: 'model_unavailable', message: `${model.label} cannot read images. ${choose}`, model: model.id });
    }
    const { reason } = this.catalogue.availability(model);
    if (reason !== null) throw new BadRequestException({ code: 'model_unavailable', message: reason, model: model.id });
    return model;
  }
}
