interface ComingSoonProps {
  title: string;
  message: string;
}

/** Placeholder body for screens that later issues build; names the screen so nobody is lost. */
export function ComingSoon({ title, message }: ComingSoonProps) {
  return (
    <section className="mx-auto max-w-3xl rounded-2xl border border-dashed border-gray-300 bg-white p-8 text-center sm:p-12">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900">{title}</h1>
      <p className="mt-3 text-gray-700">{message}</p>
    </section>
  );
}
