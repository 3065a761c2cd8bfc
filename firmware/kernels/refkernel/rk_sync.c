/* refkernel synchronisation objects: semaphores, mutex with priority inheritance, copy queue,
 * task notification, event group, fixed-block pool. Every operation is one PRIMASK critical
 * section; a blocking call returns after the PendSV switch that follows the restore. */
#include "rk.h"

extern rk_task *volatile rk_current;
void rk_reschedule(void);
void rk_block_current(rk_waitlist *w);
rk_task *rk_wake_first(rk_waitlist *w);
void rk_wake_task(rk_task *t);
void rk_set_prio(rk_task *t, unsigned prio);

#define SEM_MAGIC 0x53454D31u
#define MUTEX_MAGIC 0x4D545831u

/* ---- semaphores (binary = max 1) ---- */
void rk_sem_init(rk_sem *s, uint32_t initial, uint32_t max) {
  s->waiters.head = 0;
  s->count = initial;
  s->max = max;
#if RK_CFG_ASSERT
  s->magic = SEM_MAGIC;
#endif
}

void rk_sem_give(rk_sem *s) {
  RK_ASSERT(s->magic == SEM_MAGIC);
  uint32_t pm = rk_irq_save();
  if (rk_wake_first(&s->waiters)) /* hand the unit straight to the waiter */
    rk_reschedule();
  else if (s->count < s->max)
    s->count++;
  rk_irq_restore(pm);
}

void rk_sem_take(rk_sem *s) {
  RK_ASSERT(s->magic == SEM_MAGIC);
  uint32_t pm = rk_irq_save();
  if (s->count)
    s->count--;
  else
    rk_block_current(&s->waiters);
  rk_irq_restore(pm);
}

/* ---- mutex with priority inheritance ---- */
void rk_mutex_init(rk_mutex *m) {
  m->waiters.head = 0;
  m->owner = 0;
  m->next_held = 0;
#if RK_CFG_ASSERT
  m->magic = MUTEX_MAGIC;
#endif
}

void rk_mutex_lock(rk_mutex *m) {
  RK_ASSERT(m->magic == MUTEX_MAGIC);
  uint32_t pm = rk_irq_save();
  rk_task *self = rk_current;
  RK_ASSERT(m->owner != self);
  if (!m->owner) {
    m->owner = self;
    m->next_held = self->held;
    self->held = m;
  } else {
    if (m->owner->prio < self->prio) /* inherit: the owner runs at our priority */
      rk_set_prio(m->owner, self->prio);
    rk_block_current(&m->waiters); /* ownership is handed over by unlock */
  }
  rk_irq_restore(pm);
}

void rk_mutex_unlock(rk_mutex *m) {
  RK_ASSERT(m->magic == MUTEX_MAGIC);
  uint32_t pm = rk_irq_save();
  rk_task *self = rk_current;
  RK_ASSERT(m->owner == self);
  rk_mutex **p = &self->held;
  while (*p != m)
    p = &(*p)->next_held;
  *p = m->next_held;
  rk_task *next = rk_wake_first(&m->waiters);
  m->owner = next;
  if (next) {
    m->next_held = next->held;
    next->held = m;
  }
  /* Drop back to the highest priority still owed to us. */
  unsigned prio = self->base_prio;
  for (rk_mutex *h = self->held; h; h = h->next_held)
    if (h->waiters.head && h->waiters.head->prio > prio)
      prio = h->waiters.head->prio;
  if (prio != self->prio)
    rk_set_prio(self, prio);
  rk_reschedule();
  rk_irq_restore(pm);
}

/* ---- fixed-size copy queue ---- */
static void copy_item(uint8_t *dst, const uint8_t *src, uint32_t n) {
  while (n--)
    *dst++ = *src++;
}

void rk_queue_init(rk_queue *q, void *storage, uint32_t depth, uint32_t item_size) {
  q->recv_waiters.head = q->send_waiters.head = 0;
  q->buf = (uint8_t *)storage;
  q->depth = depth;
  q->item_size = item_size;
  q->head = 0;
  q->count = 0;
}

void rk_queue_send(rk_queue *q, const void *item) {
  uint32_t pm = rk_irq_save();
  rk_task *r = q->recv_waiters.head;
  if (r) { /* a receiver waits: copy straight into its buffer */
    copy_item((uint8_t *)r->xfer, (const uint8_t *)item, q->item_size);
    rk_wake_first(&q->recv_waiters);
    rk_reschedule();
  } else if (q->count < q->depth) {
    uint32_t tail = q->head + q->count;
    if (tail >= q->depth)
      tail -= q->depth;
    copy_item(q->buf + tail * q->item_size, (const uint8_t *)item, q->item_size);
    q->count++;
  } else {
    rk_current->xfer = (void *)item;
    rk_block_current(&q->send_waiters); /* the receiver copies our item in */
  }
  rk_irq_restore(pm);
}

void rk_queue_recv(rk_queue *q, void *item) {
  uint32_t pm = rk_irq_save();
  if (q->count) {
    copy_item((uint8_t *)item, q->buf + q->head * q->item_size, q->item_size);
    if (++q->head == q->depth)
      q->head = 0;
    q->count--;
    rk_task *s = q->send_waiters.head;
    if (s) { /* a sender waits on a full queue: take its item now */
      uint32_t tail = q->head + q->count;
      if (tail >= q->depth)
        tail -= q->depth;
      copy_item(q->buf + tail * q->item_size, (const uint8_t *)s->xfer, q->item_size);
      q->count++;
      rk_wake_first(&q->send_waiters);
      rk_reschedule();
    }
  } else {
    rk_current->xfer = item;
    rk_block_current(&q->recv_waiters);
  }
  rk_irq_restore(pm);
}

/* ---- task notification: a counting semaphore built into the task ---- */
static rk_waitlist notify_waiters; /* tasks blocked in rk_notify_take */

void rk_notify_give(rk_task *t) {
  uint32_t pm = rk_irq_save();
  if (t->waiting_on == &notify_waiters) {
    rk_wake_task(t);
    rk_reschedule();
  } else {
    t->notify++;
  }
  rk_irq_restore(pm);
}

void rk_notify_take(void) {
  uint32_t pm = rk_irq_save();
  rk_task *self = rk_current;
  if (self->notify)
    self->notify--;
  else
    rk_block_current(&notify_waiters);
  rk_irq_restore(pm);
}

/* ---- event group ---- */
void rk_event_init(rk_event *e) {
  e->waiters.head = 0;
  e->bits = 0;
}

static int evt_satisfied(uint32_t have, uint32_t want, unsigned flags) {
  return (flags & RK_EVT_ALL) ? (have & want) == want : (have & want) != 0;
}

void rk_event_set(rk_event *e, uint32_t bits) {
  uint32_t pm = rk_irq_save();
  uint32_t clear = 0;
  e->bits |= bits;
  rk_task *t = e->waiters.head;
  while (t) {
    rk_task *n = t->next;
    if (evt_satisfied(e->bits, t->evt_want, t->evt_flags)) {
      t->evt_want = e->bits; /* report the bits that woke it */
      if (t->evt_flags & RK_EVT_CLEAR)
        clear |= t->evt_want;
      rk_wake_task(t);
    }
    t = n;
  }
  e->bits &= ~clear;
  rk_reschedule();
  rk_irq_restore(pm);
}

uint32_t rk_event_wait(rk_event *e, uint32_t bits, unsigned flags) {
  uint32_t pm = rk_irq_save();
  rk_task *self = rk_current;
  uint32_t have = e->bits;
  if (evt_satisfied(have, bits, flags)) {
    if (flags & RK_EVT_CLEAR)
      e->bits &= ~bits;
  } else {
    self->evt_want = bits;
    self->evt_flags = (uint8_t)flags;
    rk_block_current(&e->waiters);
    rk_irq_restore(pm);
    return self->evt_want;
  }
  rk_irq_restore(pm);
  return have;
}

/* ---- fixed-block pool: an intrusive free list ---- */
void rk_pool_init(rk_pool *p, void *storage, uint32_t block_size, uint32_t blocks) {
  RK_ASSERT(block_size >= sizeof(void *) && (block_size & 3u) == 0);
  uint8_t *b = (uint8_t *)storage;
  p->free = 0;
  for (uint32_t i = blocks; i--;) {
    *(void **)(b + i * block_size) = p->free;
    p->free = b + i * block_size;
  }
  p->block_size = block_size;
  p->blocks = blocks;
}

void *rk_pool_alloc(rk_pool *p) {
  uint32_t pm = rk_irq_save();
  void *b = p->free;
  if (b)
    p->free = *(void **)b;
  rk_irq_restore(pm);
  return b;
}

void rk_pool_free(rk_pool *p, void *block) {
  uint32_t pm = rk_irq_save();
  *(void **)block = p->free;
  p->free = block;
  rk_irq_restore(pm);
}
