/** Tells readers that the customer stories are examples, not endorsements by real companies. */
export function ExampleNotice() {
  return (
    <p className="op-note">
      These stories describe fictional example companies to show how the product is used; names and figures are
      illustrative, not statements by real customers.
    </p>
  );
}
