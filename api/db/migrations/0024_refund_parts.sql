CREATE TABLE `refund_parts` (
	`id` text PRIMARY KEY NOT NULL,
	`refund_id` text NOT NULL,
	`intent_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`provider_refund_id` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`refund_id`) REFERENCES `refunds`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refund_parts_provider_refund_id_unique` ON `refund_parts` (`provider_refund_id`);--> statement-breakpoint
CREATE INDEX `refund_parts_refund_idx` ON `refund_parts` (`refund_id`);--> statement-breakpoint
CREATE INDEX `refund_parts_intent_idx` ON `refund_parts` (`intent_id`);--> statement-breakpoint
-- Edited by hand: every refund so far was asked of its booking's payment, in one part under the refund's own id.
INSERT INTO `refund_parts` (`id`, `refund_id`, `intent_id`, `amount_cents`, `provider_refund_id`, `status`, `attempts`, `last_error`, `created_at`, `updated_at`)
SELECT r.`id`, r.`id`, p.`intent_id`, r.`amount_cents`, r.`provider_refund_id`, r.`status`, r.`attempts`, r.`last_error`, r.`created_at`, r.`updated_at`
FROM `refunds` r JOIN `payments` p ON p.`id` = r.`payment_id`;--> statement-breakpoint
DROP INDEX `refunds_provider_refund_id_unique`;--> statement-breakpoint
ALTER TABLE `refunds` DROP COLUMN `provider_refund_id`;