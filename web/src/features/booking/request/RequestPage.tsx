import { formatInspectionWindow, SERVICE_OPTIONS, type RequestStatus } from '@altum/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Phone } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import styled from 'styled-components';
import { company } from '../../../content/company';
import { Alert } from '../../../ui/Alert';
import { ButtonAnchor } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { Container } from '../../../ui/Layout';
import { QuoteSection } from '../../quote';
import type { BookedWindow } from '../bookingAnswers';
import { updateMyRequest, useMyRequest, type MyRequest } from '../myRequest';
import { useBookingSource } from '../BookingSource';
import { bookingKeys, requestDetailsQuery, requestPageQuery } from '../queries';
import { BookedWindowPanel } from './BookedWindowPanel';
import { ChooseWindow } from './ChooseWindow';
import { RequestSteps } from './RequestSteps';

/** `/request/mine`: the request this device sent, whatever its id. */
export const MY_REQUEST_PATH_ID = 'mine';

const serviceLabel = (value: string) =>
  SERVICE_OPTIONS.find((option) => option.value === value)?.label ?? value;

const photosText = (count: number) => (count === 1 ? '1 photo' : `${count} photos`);

/**
 * A request's page (decision 10): where it stands, the address, the booked window with
 * Reschedule and Cancel until the earliest-notice limit, what was sent, and the office's
 * phone. Read from the public `requests/{id}` (by id) and the requestDetails callable; the
 * device that sent the request shows its own copy while offline.
 */
export default function RequestPage(props: { requestId: string }) {
  const mine = useMyRequest();
  if (props.requestId !== MY_REQUEST_PATH_ID)
    return <KnownRequest id={props.requestId} device={mine} />;
  if (mine === undefined) return <Frame title="Your inspection request">{null}</Frame>;
  if (mine === null)
    return (
      <Frame title="Your inspection request">
        <p>This device has not sent a request yet.</p>
        <p>
          <a href="/book-inspection">Book a free inspection</a>
        </p>
      </Frame>
    );
  return <KnownRequest id={mine.id} device={mine} />;
}

function KnownRequest({ id, device }: { id: string; device: MyRequest | null | undefined }) {
  const source = useBookingSource();
  const queryClient = useQueryClient();
  const page = useQuery({ ...requestPageQuery(source, id), retry: 1 });
  const details = useQuery({ ...requestDetailsQuery(source, id), retry: 1 });
  const [news, setNews] = useState<string | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [openedAt] = useState(() => Date.now());
  const own = device?.id === id ? device : null;

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: bookingKeys.request(id) }),
      queryClient.invalidateQueries({ queryKey: bookingKeys.details(id) }),
      queryClient.invalidateQueries({ queryKey: bookingKeys.availability() }),
    ]);

  // The device's copy follows the server's news (a booking made by phone, a cancel).
  const serverWindow = details.data?.window ?? page.data?.window;
  const serverKnown = details.data !== undefined && details.data !== null;
  useEffect(() => {
    if (!serverKnown) return;
    updateMyRequest(id, ({ window: _old, ...rest }) =>
      serverWindow ? { ...rest, window: serverWindow } : rest,
    );
  }, [id, serverKnown, serverWindow]);

  if ((page.isPending || details.isPending) && !own)
    return (
      <Frame title="Your inspection request">
        <p role="status">Loading your request…</p>
      </Frame>
    );

  const found = Boolean(page.data) || Boolean(details.data);
  const answered = !page.isPending && !details.isPending;
  const offline = page.isError && details.isError;
  if (answered && !found && !offline && !own)
    return (
      <Frame title="Request not found">
        <p>We could not find this request. The link may be mistyped, or the request is too old.</p>
        <p>
          <a href="/">Go to the home page</a>
        </p>
      </Frame>
    );

  const status: RequestStatus = details.data?.status ?? page.data?.status ?? 'received';
  const window: BookedWindow | undefined =
    status === 'booked' ? (serverWindow ?? (found ? undefined : own?.window)) : undefined;
  const changeable =
    details.data?.changeable ??
    (page.data?.changeableUntil ? page.data.changeableUntil.getTime() > openedAt : false);
  const address = details.data?.address ?? own?.address;
  const service = page.data?.service ?? own?.service;
  const photoCount = details.data?.photoCount ?? page.data?.photoCount ?? own?.photoCount ?? 0;

  const booked = async (next: BookedWindow, message: string) => {
    setChoosing(false);
    setNews(message);
    updateMyRequest(id, (request) => ({ ...request, window: next }));
    await refresh();
  };

  return (
    <Frame title="Your inspection request">
      {offline && (
        <Alert tone="warning">
          We can’t reach our server right now. This is what this device sent; the rest shows when
          you’re back online.
        </Alert>
      )}
      {answered && !found && !offline && own && (
        <Alert tone="info">
          This device sent this request, and it has not reached us yet. It goes when the connection
          returns; we’ll call you to arrange a time.
        </Alert>
      )}
      {news && <Alert tone="info">{news}</Alert>}

      <Section aria-labelledby="request-status">
        <h2 id="request-status">Status</h2>
        <RequestSteps status={status} called={page.data?.called ?? false} window={window} />
      </Section>

      {/* The office's quote, once one was sent (offline: the copy this device last read). */}
      <Suspense fallback={null}>
        <QuoteSection leadId={id} />
      </Suspense>

      {found && status === 'booked' && window && (
        <BookedWindowPanel
          leadId={id}
          window={window}
          changeable={changeable}
          choosing={choosing}
          onChoose={setChoosing}
          onBooked={(next) =>
            void booked(next, `Your inspection is now booked for ${formatInspectionWindow(next)}.`)
          }
          onCancelled={() => {
            setNews('Your inspection is cancelled. You can book another time below.');
            updateMyRequest(id, ({ window: _gone, ...rest }) => rest);
            void refresh();
          }}
        />
      )}

      {serverKnown && status !== 'booked' && status !== 'done' && (
        <Section aria-labelledby="request-book">
          <h2 id="request-book">Book a time</h2>
          <ChooseWindow
            leadId={id}
            legend="Pick a time for your inspection"
            onBooked={(next) =>
              void booked(next, `Your inspection is booked for ${formatInspectionWindow(next)}.`)
            }
          />
        </Section>
      )}

      <Section aria-labelledby="request-sent">
        <h2 id="request-sent">What you sent</h2>
        <Facts>
          {address && (
            <>
              <dt>Address</dt>
              <dd>{address}</dd>
            </>
          )}
          {service && (
            <>
              <dt>Service</dt>
              <dd>{serviceLabel(service)}</dd>
            </>
          )}
          {photoCount > 0 && (
            <>
              <dt>Photos</dt>
              <dd>{photosText(photoCount)}</dd>
            </>
          )}
        </Facts>
      </Section>

      <Section aria-labelledby="request-call">
        <h2 id="request-call">Questions?</h2>
        <p>Call the office: we answer every call in working hours.</p>
        <ButtonAnchor href={company.phone.href} $variant="outline">
          <Phone size={18} aria-hidden="true" />
          Call {company.phone.display}
        </ButtonAnchor>
      </Section>
    </Frame>
  );
}

function Frame(props: { title: string; children: React.ReactNode }) {
  return (
    <Page>
      <Container>
        <Panel>
          <h1>{props.title}</h1>
          {props.children}
        </Panel>
      </Container>
    </Page>
  );
}

const Page = styled.div`
  padding: ${({ theme }) => theme.space[7]}px 0 ${({ theme }) => theme.space[8]}px;
`;

const Panel = styled(Card)`
  max-width: 720px;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]}px;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  p {
    margin: 0;
  }
  a:not([class]) {
    color: ${({ theme }) => theme.colors.accentText};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
