import { productTour } from '@/marketing/content/homeSections';
import { Video } from '@/marketing/shared/Video';
import './ProductTour.css';

/** 'A quick look at Apiscope': the short product-tour clip under the feature showcase. */
export function ProductTour() {
  return (
    <section className="product-tour" aria-labelledby="product-tour-title">
      <h2 id="product-tour-title" className="product-tour__title">
        {productTour.title}
      </h2>
      <p className="product-tour__body">{productTour.body}</p>
      <Video
        videoUrl={productTour.videoUrl}
        safariVideoUrl={productTour.safariVideoUrl}
        previewImage={productTour.previewImage}
        title={productTour.videoTitle}
      />
    </section>
  );
}
